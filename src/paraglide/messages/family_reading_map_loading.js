/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Family_Reading_Map_LoadingInputs */

const en_family_reading_map_loading = /** @type {(inputs: Family_Reading_Map_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading ${i?.name}’s reading map…`)
};

const es_family_reading_map_loading = /** @type {(inputs: Family_Reading_Map_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cargando el mapa de lectura de ${i?.name}…`)
};

/**
* | output |
* | --- |
* | "Loading {name}’s reading map…" |
*
* @param {Family_Reading_Map_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_reading_map_loading = /** @type {((inputs: Family_Reading_Map_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Reading_Map_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_reading_map_loading(inputs)
	return en_family_reading_map_loading(inputs)
});