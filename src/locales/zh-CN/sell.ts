/** Issue 5: sell page strings. */
export default {
};
