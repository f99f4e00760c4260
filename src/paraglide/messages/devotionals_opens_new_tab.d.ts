/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Devotionals_Opens_New_TabInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_opens_new_tab: ((inputs?: Devotionals_Opens_New_TabInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Opens_New_TabInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Opens_New_TabInputs = {};
