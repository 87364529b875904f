export default {
  // Names of the Taizhou routes only pages outside the first view show, so they load with the pages
  // group, not with the frame's menu names.
  'menu.taizhou.siteMap': 'Site map',
  'menu.taizhou.contact': 'Contact us',
  'menu.taizhou.statement': 'Disclaimer & privacy',
  'site.map.intro': 'Every page of this site you can open directly. Detail pages open from their lists.',
  'site.map.taizhou': 'Taizhou portal',
  'site.map.suzhou': 'Suzhou portal',
  'site.contact.intro':
    'Questions about the platform, its data or its services: contact us as below. Enquiries received on a working day are usually answered within 3 working days.',
  'site.contact.office': 'Host and operation of this site',
  'site.contact.host': 'Host',
  'site.contact.operator': 'Operator',
  'site.contact.address': 'Address',
  'site.contact.postcode': 'Postcode',
  'site.contact.phone': 'Helpline',
  'site.contact.email': 'E-mail',
  'site.contact.hours': 'Hours',
  'site.contact.hoursValue': 'Working days 8:30–12:00, 13:30–17:30 (closed on public holidays)',
  'site.contact.other': 'Other matters',
  'site.contact.complaints':
    'To report a patent infringement or a counterfeit patent, call the national 12315 hotline or use the 12315 platform; requests for administrative adjudication or mediation of a patent dispute can be submitted online under "Disputes" on this platform.',
  'site.contact.hotline': 'For questions, complaints and suggestions about government services you can also call the 12345 hotline.',
  'site.contact.errors':
    "If you find an error, a broken link or a page that does not work on this site, report it on the General Office of the State Council's error-report platform for government websites:",
  'site.statement.intro': 'Please read the disclaimer and the privacy statement below before using this site.',
  'site.statement.disclaimer': 'Disclaimer',
  'site.statement.disclaimer.source':
    'Policy announcements, penalty notices and patent information on this site are for reference; the documents issued by the authorities and the patent register of the China National Intellectual Property Administration prevail.',
  'site.statement.disclaimer.analysis':
    'Patent statistics and analyses of innovation subjects are generated from published patent data and may be late or incomplete. They are not legal advice, a valuation or investment advice.',
  'site.statement.disclaimer.trading':
    'Listings and financial products are provided by their publishers or service providers, who answer for their accuracy. This site takes no part in transactions and charges no fees; any message asking for a transfer or a "late fee" in the name of this site is a fraud.',
  'site.statement.disclaimer.links':
    'Other websites linked from this site are the responsibility of their hosts; this site is not responsible for their content.',
  'site.statement.disclaimer.copyright':
    'Original content of this site may not be used commercially without permission; please name the source when you republish it.',
  'site.statement.privacy': 'Privacy statement',
  'site.statement.privacy.collect':
    "You can browse this site without registering. When you log in to publish a listing or submit a dispute request, we collect only what the matter needs: the organisation's name, unified social credit code, contact person, phone number, address and the documents you upload.",
  'site.statement.privacy.use':
    'This information is used only to accept, handle and answer your matter, and for what the law requires to be published (such as administrative penalty decisions), and for nothing else.',
  'site.statement.privacy.storage':
    'It is kept on a government cloud platform in China and protected with encrypted transfer and access control under the Personal Information Protection Law and the Data Security Law. A form you have not submitted yet is kept only in the current tab of your browser and is gone when you close the tab.',
  'site.statement.privacy.sharing':
    'We give your personal information to no third party unless a law or administrative regulation requires it or you agree.',
  'site.statement.privacy.browser':
    'This site keeps its settings and your language choice in your browser; your login is kept in the cookie of the unified identity service. No third-party tracking or advertising cookies are used.',
  'site.statement.privacy.rights': 'You can ask to see, correct or delete your personal information; we answer within 15 working days.',
  'site.statement.contact': 'Contact us',
};
