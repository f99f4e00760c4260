/**
* | output |
* | --- |
* | "Day {day} of your reading plan" |
*
* @param {Home_Thing_Plan_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_plan_day: ((inputs: Home_Thing_Plan_DayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Plan_DayInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Thing_Plan_DayInputs = {
    day: NonNullable<unknown>;
};
