/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mail_Summary_GamesInputs */

const en_mail_summary_games = /** @type {(inputs: Mail_Summary_GamesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} game played,`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} games played,`);
	return /** @type {LocalizedString} */ ("mail_summary_games");
};

const es_mail_summary_games = /** @type {(inputs: Mail_Summary_GamesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} juego jugado,`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} juegos jugados,`);
	return /** @type {LocalizedString} */ ("mail_summary_games");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} game played," |
* | "other" | "{count} games played," |
*
* @param {Mail_Summary_GamesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_games = /** @type {((inputs: Mail_Summary_GamesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Summary_GamesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_summary_games(inputs)
	return en_mail_summary_games(inputs)
});