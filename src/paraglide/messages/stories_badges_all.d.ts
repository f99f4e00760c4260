/**
* | output |
* | --- |
* | "You have every story badge. Well done!" |
*
* @param {Stories_Badges_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badges_all: ((inputs?: Stories_Badges_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Badges_AllInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Badges_AllInputs = {};
