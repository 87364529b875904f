/** Shared texts of the filtered lists (src/components/FilteredList). */
export default {
  'list.filter': '筛选',
  'list.filterCount': '筛选（{count}）',
};
