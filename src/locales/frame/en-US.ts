/**
 * en-US messages of the first view: request errors, both portal frames, the Taizhou home and the server
 * terms it shows, loading, 404 and exception pages. Production builds load them before the first render (src/utils/localeMessages.ts).
 */
import common from '../en-US/common';
import menu from '../en-US/menu';
import request from '../en-US/request';
import portal from '../en-US/portal';
import home from '../en-US/home';
import listing from '../en-US/listing';
import terms from '../en-US/terms';

export default { ...common, ...menu, ...request, ...portal, ...home, ...listing, ...terms };
