import { ContentBlock } from './pipeline/ContentBlock';
import { useHomepageBlocks } from './pipeline/use-homepage-blocks';
import './homepage.css';

/** The homepage's content blocks in the order of the content service's layout. */
export function HomePage() {
  const slots = useHomepageBlocks();
  return (
    <div className="hp-homepage">
      {slots.map(({ reference, model }, position) =>
        model ? <ContentBlock key={`${position}:${reference.id}`} reference={reference} model={model} /> : null,
      )}
    </div>
  );
}
