/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Note_PlaceholderInputs */

const en_groups_note_placeholder = /** @type {(inputs: Groups_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week we learned about Daniel. Ask your child what Daniel did when...`)
};

const es_groups_note_placeholder = /** @type {(inputs: Groups_Note_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta semana aprendimos sobre Daniel. Pregúntale a tu hijo qué hizo Daniel cuando...`)
};

/**
* | output |
* | --- |
* | "This week we learned about Daniel. Ask your child what Daniel did when..." |
*
* @param {Groups_Note_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_placeholder = /** @type {((inputs?: Groups_Note_PlaceholderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_PlaceholderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_note_placeholder(inputs)
	return en_groups_note_placeholder(inputs)
});