/**
* | output |
* | --- |
* | "Upgrade to open every mini lesson." |
*
* @param {Devotionals_Lesson_Upgrade_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_upgrade_all: ((inputs?: Devotionals_Lesson_Upgrade_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Lesson_Upgrade_AllInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Lesson_Upgrade_AllInputs = {};
