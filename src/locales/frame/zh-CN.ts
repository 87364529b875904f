/**
 * zh-CN messages of the first view: request errors, both portal frames, the Taizhou home and the server
 * terms it shows, loading, 404 and exception pages, and the few words every section shares (the lists' filter
 * toggle, a form's rejection, patent terms, a printout's header). Production builds load them before the first render (src/utils/localeMessages.ts).
 */
import common from '../zh-CN/common';
import menu from '../zh-CN/menu';
import request from '../zh-CN/request';
import portal from '../zh-CN/portal';
import home from '../zh-CN/home';
import listing from '../zh-CN/listing';
import terms from '../zh-CN/terms';
import list from '../zh-CN/list';
import form from '../zh-CN/form';
import patent from '../zh-CN/patent';
import print from '../zh-CN/print';

export default { ...common, ...menu, ...request, ...portal, ...home, ...listing, ...terms, ...list, ...form, ...patent, ...print };
