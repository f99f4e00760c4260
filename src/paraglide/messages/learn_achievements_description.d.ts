/**
* | output |
* | --- |
* | "Every achievement you can earn by reading the Bible, completing challenges, mastering verses and playing Bible games." |
*
* @param {Learn_Achievements_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_description: ((inputs?: Learn_Achievements_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Achievements_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Achievements_DescriptionInputs = {};
