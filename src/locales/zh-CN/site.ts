export default {
  // Names of the Taizhou routes only pages outside the first view show, so they load with the pages
  // group, not with the frame's menu names.
  'menu.taizhou.siteMap': '网站地图',
  'menu.taizhou.contact': '联系我们',
  'menu.taizhou.statement': '免责与隐私声明',
  'site.map.intro': '本网站可直接访问的全部页面。详情页面请从相应列表进入。',
  'site.map.taizhou': '泰州站',
  'site.map.suzhou': '苏州站',
  'site.contact.intro': '对平台的使用、数据或服务有疑问，可通过以下方式与我们联系。工作日受理的咨询，一般在3个工作日内答复。',
  'site.contact.office': '网站主办与运行维护',
  'site.contact.host': '主办单位',
  'site.contact.operator': '承办单位',
  'site.contact.address': '地址',
  'site.contact.postcode': '邮政编码',
  'site.contact.phone': '咨询电话',
  'site.contact.email': '电子邮箱',
  'site.contact.hours': '服务时间',
  'site.contact.hoursValue': '工作日 8:30–12:00，13:30–17:30（法定节假日除外）',
  'site.contact.other': '其他事项',
  'site.contact.complaints':
    '专利侵权、假冒专利的投诉举报，可拨打全国12315热线或登录全国12315平台提交；专利纠纷的行政裁决和调解请求，可在本平台“纠纷处理”栏目在线提交。',
  'site.contact.hotline': '政务服务咨询、投诉和建议，也可拨打12345政务服务便民热线。',
  'site.contact.errors': '发现本网站内容错误、链接失效或无法使用，请通过国务院办公厅政府网站找错平台反映：',
  'site.statement.intro': '使用本网站前，请阅读以下免责声明和隐私声明。',
  'site.statement.disclaimer': '免责声明',
  'site.statement.disclaimer.source':
    '本网站发布的政策公告、处罚公示和专利信息仅供参考，以主管部门正式印发的文件和国家知识产权局专利登记簿的记载为准。',
  'site.statement.disclaimer.analysis':
    '创新主体的专利统计和分析依据公开的专利数据自动生成，可能存在滞后或遗漏，不构成法律意见、评估结论或投资建议。',
  'site.statement.disclaimer.trading':
    '交易信息和金融产品由发布单位或服务机构提供，并由其对真实性负责。本网站不参与交易，不收取任何费用；以本网站名义要求转账或缴纳“滞纳金”的信息均属诈骗，请勿相信。',
  'site.statement.disclaimer.links': '本网站链接的其他网站由其主办单位负责，本网站不对其内容承担责任。',
  'site.statement.disclaimer.copyright': '本网站原创内容未经许可不得用于商业目的；转载请注明来源。',
  'site.statement.privacy': '隐私声明',
  'site.statement.privacy.collect':
    '浏览本网站无需注册。登录后发布交易信息或提交纠纷处理请求时，我们只收集办理所必需的信息：单位名称、统一社会信用代码、联系人、联系电话、地址和您上传的材料。',
  'site.statement.privacy.use': '这些信息仅用于受理、办理和答复您的事项，以及依法应当公示的内容（如行政处罚决定），不用于其他目的。',
  'site.statement.privacy.storage':
    '信息保存在境内的政务云平台，依照《中华人民共和国个人信息保护法》《中华人民共和国数据安全法》采取加密传输和访问控制等措施。尚未提交的表单草稿只保存在您浏览器的当前标签页中，关闭标签页即清除。',
  'site.statement.privacy.sharing': '除法律、行政法规规定或经您同意外，我们不向任何第三方提供您的个人信息。',
  'site.statement.privacy.browser':
    '本网站在您的浏览器中保存站点设置和语言选择，登录状态由统一身份认证的Cookie保存；不使用第三方跟踪或广告Cookie。',
  'site.statement.privacy.rights': '您可以查询、更正或删除您的个人信息，我们在15个工作日内答复。',
  'site.statement.contact': '联系我们',
};
