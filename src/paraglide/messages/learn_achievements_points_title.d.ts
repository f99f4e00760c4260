/**
* | output |
* | --- |
* | "Points" |
*
* @param {Learn_Achievements_Points_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_points_title: ((inputs?: Learn_Achievements_Points_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Achievements_Points_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Achievements_Points_TitleInputs = {};
