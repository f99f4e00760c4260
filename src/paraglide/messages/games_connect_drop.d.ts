/**
* | output |
* | --- |
* | "Drop in column {column}" |
*
* @param {Games_Connect_DropInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_drop: ((inputs: Games_Connect_DropInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_DropInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_DropInputs = {
    column: NonNullable<unknown>;
};
