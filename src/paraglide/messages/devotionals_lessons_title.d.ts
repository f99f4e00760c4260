/**
* | output |
* | --- |
* | "Mini Lessons" |
*
* @param {Devotionals_Lessons_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lessons_title: ((inputs?: Devotionals_Lessons_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Lessons_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Lessons_TitleInputs = {};
