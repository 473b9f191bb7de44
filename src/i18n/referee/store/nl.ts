/** The referee's store words in nl (the shape: ./shape.ts). */
import type { StoreStrings } from './shape.ts';

export const nl: StoreStrings = {
  label: 'Over het opslaan',
  setAside: {
    unreadable:
      'Een opgeslagen spel kon niet worden gelezen (de opslag van de browser gaf iets terug dat geen tekst is).',
    json: 'Een opgeslagen spel is beschadigd (de gegevens zijn ongeldig).',
    'old-version': 'Een opgeslagen spel heeft een formaat dat deze versie niet kan lezen.',
    'future-version':
      'Een opgeslagen spel is bewaard door een nieuwere versie van deze site en kan hier niet worden gelezen.',
    schema: 'Een opgeslagen spel is onvolledig of beschadigd.',
    replay: 'Een opgeslagen spel laat zich niet meer naspelen tot waar het werd opgeslagen.',
  },
  kept: 'Er is niets verwijderd: het wordt apart bewaard in deze browser.',
  cleanStart: 'Hieronder kun je een nieuw spel beginnen.',
  notSaved:
    'De laatste invoer kon niet worden opgeslagen: de opslag van de browser is vol. Het spel gaat hier door; bij de volgende invoer wordt opnieuw opgeslagen.',
  noStorage:
    'Deze browser staat hier geen opslag toe (een privévenster?). Het spel werkt, maar gaat verloren als de pagina wordt gesloten.',
  openElsewhere:
    '„{game}” is geopend in een ander tabblad, waar de zetten worden ingevoerd. Dit tabblad toont het spel alleen.',
  takenOver: '„{game}” gaat nu verder in een ander tabblad. Dit tabblad toont het spel alleen.',
  changedElsewhere:
    '„{game}” is in een ander tabblad gewijzigd en wordt nu zo getoond. Je laatste invoer is niet verwerkt: voer die opnieuw in.',
  takeOver: 'Hier verdergaan',
  dismiss: 'Verbergen',
};
