/**
* | output |
* | --- |
* | "{plan}: day {day} done" |
*
* @param {Site_Celebration_Plan_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_plan_day: ((inputs: Site_Celebration_Plan_DayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Celebration_Plan_DayInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Celebration_Plan_DayInputs = {
    plan: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
