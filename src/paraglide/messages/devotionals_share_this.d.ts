/**
* | output |
* | --- |
* | "Share This" |
*
* @param {Devotionals_Share_ThisInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_share_this: ((inputs?: Devotionals_Share_ThisInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Share_ThisInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Share_ThisInputs = {};
