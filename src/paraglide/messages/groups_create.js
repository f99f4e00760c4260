/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_CreateInputs */

const en_groups_create = /** @type {(inputs: Groups_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create the group`)
};

const es_groups_create = /** @type {(inputs: Groups_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear el grupo`)
};

/**
* | output |
* | --- |
* | "Create the group" |
*
* @param {Groups_CreateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_create = /** @type {((inputs?: Groups_CreateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_CreateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_create(inputs)
	return en_groups_create(inputs)
});