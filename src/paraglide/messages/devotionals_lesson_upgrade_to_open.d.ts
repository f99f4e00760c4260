/**
* | output |
* | --- |
* | "to open {title}" |
*
* @param {Devotionals_Lesson_Upgrade_To_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_upgrade_to_open: ((inputs: Devotionals_Lesson_Upgrade_To_OpenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Lesson_Upgrade_To_OpenInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Lesson_Upgrade_To_OpenInputs = {
    title: NonNullable<unknown>;
};
