/**
* | output |
* | --- |
* | "Explore Your Journey of Faith" |
*
* @param {Home_Explore_JourneyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_explore_journey: ((inputs?: Home_Explore_JourneyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Explore_JourneyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Explore_JourneyInputs = {};
