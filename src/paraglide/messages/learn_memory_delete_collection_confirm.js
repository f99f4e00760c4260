/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Learn_Memory_Delete_Collection_ConfirmInputs */

const en_learn_memory_delete_collection_confirm = /** @type {(inputs: Learn_Memory_Delete_Collection_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the collection "${i?.name}"? Its verses stay in your verses.`)
};

const es_learn_memory_delete_collection_confirm = /** @type {(inputs: Learn_Memory_Delete_Collection_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Borrar la colección «${i?.name}»? Sus versículos se quedan en tus versículos.`)
};

/**
* | output |
* | --- |
* | "Delete the collection \"{name}\"? Its verses stay in your verses." |
*
* @param {Learn_Memory_Delete_Collection_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_delete_collection_confirm = /** @type {((inputs: Learn_Memory_Delete_Collection_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Delete_Collection_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_delete_collection_confirm(inputs)
	return en_learn_memory_delete_collection_confirm(inputs)
});