/** Issue 14 item 1: the site search page (/taizhou/search). */
const list = {
  loadFailed: 'This type of content cannot be searched at the moment. Please try again later.',
  empty: 'Nothing matches this keyword. Please try another one.',
  emptyFiltered: 'Nothing of this type matches the keyword.',
  firstPage: 'Back to the first page',
  clearFilters: 'Show all types',
  pagination: 'Search result pages',
};

export default {
  'search.title': 'Site search',
  'search.intro': 'Search policy announcements, news, penalty notices, financial services, IP transaction listings and innovation subjects.',
  'search.keyword': 'Search for',
  'search.placeholder': 'Enter a keyword, e.g. 专利质押',
  'search.prompt': 'Enter a keyword to search the announcements, news, penalty notices, financial products, transaction listings and innovation subjects of the whole site.',
  'search.type': 'Content type',
  'search.type.all': 'All',
  'search.type.announcement': 'Announcements',
  'search.type.news': 'News',
  'search.type.punishment': 'Penalty notices',
  'search.type.product': 'Financial services',
  'search.type.listing': 'Transaction listings',
  'search.type.enterprise': 'Innovation subjects',
  'search.results': 'Search results',
  'search.partial': 'Some content cannot be searched at the moment: {sources}. Results from the other sources are shown below.',
  'search.separator': ', ',
  'search.allMore':
    '{total} results found; the newest {shown} are listed here by date. Choose a content type to see all of its results.',
  ...Object.fromEntries(Object.entries(list).map(([key, text]) => [`search.${key}`, text])),
  'search.total': '{total} results',
  ...Object.fromEntries(Object.entries(list).map(([key, text]) => [`search.all.${key}`, text])),
  'search.all.total': 'Newest {total}',
};
