/** Shared texts of the filtered lists (src/components/FilteredList). */
export default {
  'list.filter': 'Filter',
  'list.filterCount': 'Filter ({count})',
};
