/**
* | output |
* | --- |
* | "Delete the collection \"{name}\"? Its verses stay in your verses." |
*
* @param {Learn_Memory_Delete_Collection_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_delete_collection_confirm: ((inputs: Learn_Memory_Delete_Collection_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Delete_Collection_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Delete_Collection_ConfirmInputs = {
    name: NonNullable<unknown>;
};
