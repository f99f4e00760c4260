/**
* | output |
* | --- |
* | "Open the admin panel" |
*
* @param {Devotionals_Open_AdminInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_open_admin: ((inputs?: Devotionals_Open_AdminInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Open_AdminInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Open_AdminInputs = {};
