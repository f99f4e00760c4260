/**
* | output |
* | --- |
* | "This mini lesson is part of a paid plan." |
*
* @param {Devotionals_Lesson_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_paid: ((inputs?: Devotionals_Lesson_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Lesson_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Lesson_PaidInputs = {};
