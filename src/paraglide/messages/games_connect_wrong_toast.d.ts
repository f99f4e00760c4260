/**
* | output |
* | --- |
* | "Try again! The correct answer was: {answer}" |
*
* @param {Games_Connect_Wrong_ToastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_wrong_toast: ((inputs: Games_Connect_Wrong_ToastInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_Wrong_ToastInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_Wrong_ToastInputs = {
    answer: NonNullable<unknown>;
};
