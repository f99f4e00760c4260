/**
* | output |
* | --- |
* | "to see the achievements you have earned." |
*
* @param {Learn_Achievements_Sign_In_To_SeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_sign_in_to_see: ((inputs?: Learn_Achievements_Sign_In_To_SeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Achievements_Sign_In_To_SeeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Achievements_Sign_In_To_SeeInputs = {};
