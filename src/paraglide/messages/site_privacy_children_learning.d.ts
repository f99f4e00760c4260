/**
* | output |
* | --- |
* | "What they learn: chapters read, challenges, badges, achievements, memory verses and game results, so that they can pick up where they left off and you can se..." |
*
* @param {Site_Privacy_Children_LearningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_children_learning: ((inputs?: Site_Privacy_Children_LearningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Children_LearningInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Children_LearningInputs = {};
