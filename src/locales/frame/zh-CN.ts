/**
 * zh-CN messages of the first view: request errors, both portal frames, the Taizhou home and the server
 * terms it shows, loading, 404 and exception pages. Production builds load them before the first render (src/utils/localeMessages.ts).
 */
import common from '../zh-CN/common';
import menu from '../zh-CN/menu';
import request from '../zh-CN/request';
import portal from '../zh-CN/portal';
import home from '../zh-CN/home';
import listing from '../zh-CN/listing';
import terms from '../zh-CN/terms';

export default { ...common, ...menu, ...request, ...portal, ...home, ...listing, ...terms };
