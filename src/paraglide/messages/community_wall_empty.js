/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Wall_EmptyInputs */

const en_community_wall_empty = /** @type {(inputs: Community_Wall_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages yet. Share the first encouraging word!`)
};

const es_community_wall_empty = /** @type {(inputs: Community_Wall_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay mensajes. ¡Comparte la primera palabra de ánimo!`)
};

/**
* | output |
* | --- |
* | "No messages yet. Share the first encouraging word!" |
*
* @param {Community_Wall_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_wall_empty = /** @type {((inputs?: Community_Wall_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Wall_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_wall_empty(inputs)
	return en_community_wall_empty(inputs)
});