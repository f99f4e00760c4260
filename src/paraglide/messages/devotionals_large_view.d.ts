/**
* | output |
* | --- |
* | "Large View" |
*
* @param {Devotionals_Large_ViewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_large_view: ((inputs?: Devotionals_Large_ViewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Large_ViewInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Large_ViewInputs = {};
