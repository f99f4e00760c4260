/**
* | output |
* | --- |
* | "Upgrade" |
*
* @param {Devotionals_Lesson_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lesson_upgrade: ((inputs?: Devotionals_Lesson_UpgradeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Lesson_UpgradeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Lesson_UpgradeInputs = {};
