/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Memory_Collections_Need_AnnualInputs */

const en_learn_memory_collections_need_annual = /** @type {(inputs: Learn_Memory_Collections_Need_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Making your own verse collections comes with the Annual plan.`)
};

const es_learn_memory_collections_need_annual = /** @type {(inputs: Learn_Memory_Collections_Need_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear tus propias colecciones de versículos viene con el plan Anual.`)
};

/**
* | output |
* | --- |
* | "Making your own verse collections comes with the Annual plan." |
*
* @param {Learn_Memory_Collections_Need_AnnualInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_collections_need_annual = /** @type {((inputs?: Learn_Memory_Collections_Need_AnnualInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Memory_Collections_Need_AnnualInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_memory_collections_need_annual(inputs)
	return en_learn_memory_collections_need_annual(inputs)
});