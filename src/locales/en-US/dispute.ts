/** Issue 5: dispute page strings. */
export default {
};
