/**
* | output |
* | --- |
* | "{player}: answer right to drop your piece in column {column}." |
*
* @param {Games_Connect_Answer_To_DropInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_answer_to_drop: ((inputs: Games_Connect_Answer_To_DropInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_Answer_To_DropInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_Answer_To_DropInputs = {
    player: NonNullable<unknown>;
    column: NonNullable<unknown>;
};
