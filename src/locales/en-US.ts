import common from './en-US/common';
import menu from './en-US/menu';
import request from './en-US/request';
import portal from './en-US/portal';
import home from './en-US/home';
import operations from './en-US/operations';
import pages from './en-US/pages';
import content from './en-US/content';
import enterprise from './en-US/enterprise';
import suzhou from './en-US/suzhou';
import sell from './en-US/sell';
import dispute from './en-US/dispute';

export default { ...common, ...menu, ...request, ...portal, ...home, ...operations, ...pages, ...content, ...enterprise, ...suzhou, ...sell, ...dispute };
