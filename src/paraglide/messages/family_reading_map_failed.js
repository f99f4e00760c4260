/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Family_Reading_Map_FailedInputs */

const en_family_reading_map_failed = /** @type {(inputs: Family_Reading_Map_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s reading map could not be loaded.`)
};

const es_family_reading_map_failed = /** @type {(inputs: Family_Reading_Map_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el mapa de lectura de ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "{name}’s reading map could not be loaded." |
*
* @param {Family_Reading_Map_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_reading_map_failed = /** @type {((inputs: Family_Reading_Map_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Reading_Map_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_reading_map_failed(inputs)
	return en_family_reading_map_failed(inputs)
});