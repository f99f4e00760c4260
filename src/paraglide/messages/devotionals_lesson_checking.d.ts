/**
* | output |
* | --- |
* | "Checking your plan..." |
*
* @param {Devotionals_Lesson_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_checking: ((inputs?: Devotionals_Lesson_CheckingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Lesson_CheckingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Lesson_CheckingInputs = {};
