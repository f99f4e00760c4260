/**
* | output |
* | --- |
* | "Nugget for Today" |
*
* @param {Devotionals_Nugget_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_nugget_title: ((inputs?: Devotionals_Nugget_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Nugget_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Nugget_TitleInputs = {};
