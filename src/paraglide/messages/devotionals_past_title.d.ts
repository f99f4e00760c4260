/**
* | output |
* | --- |
* | "Past Devotions" |
*
* @param {Devotionals_Past_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_past_title: ((inputs?: Devotionals_Past_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Past_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Past_TitleInputs = {};
