/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Family_Reading_MapInputs */

const en_family_reading_map = /** @type {(inputs: Family_Reading_MapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s reading map`)
};

const es_family_reading_map = /** @type {(inputs: Family_Reading_MapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El mapa de lectura de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name}’s reading map" |
*
* @param {Family_Reading_MapInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_reading_map = /** @type {((inputs: Family_Reading_MapInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Reading_MapInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_reading_map(inputs)
	return en_family_reading_map(inputs)
});