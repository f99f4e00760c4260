/**
* | output |
* | --- |
* | "Today: Day {day}, {passages}" |
*
* @param {Learn_Plan_Mine_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_mine_today: ((inputs: Learn_Plan_Mine_TodayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Plan_Mine_TodayInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Plan_Mine_TodayInputs = {
    day: NonNullable<unknown>;
    passages: NonNullable<unknown>;
};
