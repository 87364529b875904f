/**
 * en-US messages of the first view: request errors, both portal frames, the Taizhou home and the server
 * terms it shows, loading, 404 and exception pages, and the few words every section shares (the lists' filter
 * toggle, a form's rejection, patent terms, a printout's header). Production builds load them before the first render (src/utils/localeMessages.ts).
 */
import common from '../en-US/common';
import menu from '../en-US/menu';
import request from '../en-US/request';
import portal from '../en-US/portal';
import home from '../en-US/home';
import listing from '../en-US/listing';
import terms from '../en-US/terms';
import list from '../en-US/list';
import form from '../en-US/form';
import patent from '../en-US/patent';
import print from '../en-US/print';

export default { ...common, ...menu, ...request, ...portal, ...home, ...listing, ...terms, ...list, ...form, ...patent, ...print };
