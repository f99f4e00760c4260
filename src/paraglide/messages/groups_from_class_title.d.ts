/**
* | output |
* | --- |
* | "From your class" |
*
* @param {Groups_From_Class_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_from_class_title: ((inputs?: Groups_From_Class_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_From_Class_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_From_Class_TitleInputs = {};
