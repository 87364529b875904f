import common from './zh-CN/common';
import menu from './zh-CN/menu';
import request from './zh-CN/request';
import portal from './zh-CN/portal';
import home from './zh-CN/home';
import operations from './zh-CN/operations';
import pages from './zh-CN/pages';
import content from './zh-CN/content';
import enterprise from './zh-CN/enterprise';
import suzhou from './zh-CN/suzhou';
import sell from './zh-CN/sell';
import dispute from './zh-CN/dispute';

export default { ...common, ...menu, ...request, ...portal, ...home, ...operations, ...pages, ...content, ...enterprise, ...suzhou, ...sell, ...dispute };
