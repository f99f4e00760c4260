/**
* | output |
* | --- |
* | "{title}: a mini lesson for children and families." |
*
* @param {Devotionals_Lesson_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_description: ((inputs: Devotionals_Lesson_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Lesson_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Lesson_DescriptionInputs = {
    title: NonNullable<unknown>;
};
